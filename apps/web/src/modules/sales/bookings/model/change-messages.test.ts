import { describe, expect, it } from "vitest";
import i18n from "i18next";
import { initTestI18n } from "../../../../components/testing/test-i18n";
import { changeMessage } from "./change-messages";

describe("the server's answers to booking changes", () => {
  it("are said in the user's language, naming what the answer names", async () => {
    await initTestI18n("IS");
    const t = i18n.t.bind(i18n);
    expect(changeMessage("Not enough seats left", t)).toBe("Ekki nógu mörg sæti laus.");
    expect(
      changeMessage("Teya refunds only the whole payment; refund all of it, or the part as cash", t),
    ).toBe("Teya endurgreiðir aðeins alla greiðsluna; endurgreiddu hana alla, eða hlutann í reiðufé.");
    expect(changeMessage("Something new went wrong", t)).toBe("Something new went wrong");
  });
});
