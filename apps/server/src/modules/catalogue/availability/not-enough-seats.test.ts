import Fastify from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { seatsConflictSchema } from "@stund/shared/contracts/catalogue/availability";
import { registerErrorHandler } from "../../../http/error-handler";
import { notEnoughSeats } from "./not-enough-seats";

describe("the not-enough-seats answer", () => {
  it("reaches the caller as a 409 problem with the seats still available", async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    app
      .withTypeProvider<ZodTypeProvider>()
      .post("/take", { schema: { response: { 409: seatsConflictSchema } } }, async () => {
        throw notEnoughSeats(1);
      });
    const response = await app.inject({ method: "POST", url: "/take" });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      status: 409,
      title: "Not enough seats left",
      detail: "1 seat left",
      errorCode: "Conflict",
      available: 1,
    });
    await app.close();
  });
});
