import { describe, expect, it } from "vitest";
import { subscriptionModelSchema, type SubscriptionModel } from "@stund/shared/contracts/billing";
import { countedFeatures, sectionFeatures } from "@stund/shared/billing/plan-features";
import { decideAccess, type AccessSubject } from "@stund/shared/access/rules";
import type { SubscriptionTier } from "@stund/shared/enums";
import { catalogueProblems } from "./catalogue-rules";
import { defaultCatalogue } from "./default-catalogue";
import { featureLimit, tierFeePercent, tierPrice } from "./plan-catalogue.service";

const owner: AccessSubject = { isSuperAdmin: false, tenantRoles: ["Owner"], projectRoles: {} };
const copy = (): SubscriptionModel => structuredClone(defaultCatalogue);

describe("the default catalogue", () => {
  it("passes the contract and its own rules", () => {
    expect(subscriptionModelSchema.parse(defaultCatalogue)).toEqual(defaultCatalogue);
    expect(catalogueProblems(defaultCatalogue)).toBeUndefined();
    expect(defaultCatalogue.tiers.map((tier) => tier.name)).toEqual([
      "Trial",
      "Basic",
      "Standard",
      "Premium",
      "Enterprise",
    ]);
  });

  it("prices the plans in order, with Trial and Enterprise unpriced", () => {
    const model = defaultCatalogue;
    expect(
      ["Trial", "Basic", "Standard", "Premium", "Enterprise"].map((t) =>
        tierPrice(model, t as SubscriptionTier),
      ),
    ).toEqual([null, 49, 99, 199, null]);
    expect(tierFeePercent(model, "Basic")).toBe(3);
    expect(tierFeePercent(model, "Standard")).toBe(2);
    expect(tierFeePercent(model, "Premium")).toBe(1.5);
    expect(tierFeePercent(model, "Trial")).toBe(tierFeePercent(model, "Premium"));
    expect(tierFeePercent(model, "Enterprise")).toBeNull();
    expect(defaultCatalogue.tiers.find((tier) => tier.name === "Trial")?.trialDays).toBe(14);
  });

  it("gives the trial Premium's features", () => {
    const trial = defaultCatalogue.tiers.find((tier) => tier.name === "Trial")!;
    const premium = defaultCatalogue.tiers.find((tier) => tier.name === "Premium")!;
    expect(trial.features).toEqual(premium.features);
  });

  it("grows every limit from Basic to Standard to Premium, and leaves Enterprise unlimited", () => {
    for (const feature of countedFeatures) {
      const [basic, standard, premium] = (["Basic", "Standard", "Premium"] as const).map(
        (tier) => featureLimit(defaultCatalogue, tier, feature) ?? Number.POSITIVE_INFINITY,
      ) as [number, number, number];
      expect(basic, feature).toBeGreaterThan(0);
      expect(standard, feature).toBeGreaterThan(basic);
      expect(premium, feature).toBeGreaterThanOrEqual(standard);
      expect(featureLimit(defaultCatalogue, "Enterprise", feature)).toBeNull();
    }
  });

  it("promises exactly the sections the access rules open on each tier", () => {
    for (const tier of defaultCatalogue.tiers) {
      for (const feature of sectionFeatures) {
        const promised = tier.features.find((f) => f.name === feature)?.available;
        const effective = tier.name === "Trial" ? "Premium" : tier.name;
        expect(promised, `${tier.name} ${feature}`).toBe(
          decideAccess(feature, owner, effective) === "allowed",
        );
      }
    }
  });
});

describe("featureLimit", () => {
  it("answers null for unlimited and yes/no features, 0 for a tier not offered", () => {
    expect(featureLimit(defaultCatalogue, "Basic", "projects")).toBe(2);
    expect(featureLimit(defaultCatalogue, "Premium", "experiences")).toBeNull();
    expect(featureLimit(defaultCatalogue, "Basic", "assets")).toBeNull();
    expect(featureLimit(defaultCatalogue, "AsYouGrow", "projects")).toBe(0);
    expect(featureLimit(defaultCatalogue, "None", "salesUnits")).toBe(0);
  });
});

describe("catalogueProblems", () => {
  it("names missing, doubled and unpriced tiers", () => {
    const model = copy();
    model.tiers = model.tiers.filter((tier) => tier.name !== "Standard");
    model.tiers.push(structuredClone(model.tiers[1]!));
    model.tiers[1]!.price = null;
    const problems = catalogueProblems(model)!;
    expect(problems.tiers).toEqual(["Missing tiers: Standard", "Tiers listed twice: Basic"]);
    expect(problems["tiers.1"]).toContain("Basic is bought on its own, so it needs a price");
  });

  it("refuses a section the access rules keep closed, and features without their kind of value", () => {
    const model = copy();
    const basic = model.tiers[1]!;
    basic.features = basic.features.map((f) => {
      if (f.name === "assets") return { ...f, available: true };
      if (f.name === "projects") return { ...f, limit: -2 };
      if (f.name === "agents") return { ...f, limit: null, available: true };
      return f;
    });
    basic.features.push({ name: "teleporters", limit: 1, available: null });
    expect(catalogueProblems(model)).toEqual({
      "tiers.1": [
        "Unknown features: teleporters",
        "projects: the limit must be -1 (unlimited) or zero or more, without availability",
        "agents: the limit must be -1 (unlimited) or zero or more, without availability",
        "assets: must be unavailable on Basic",
      ],
    });
  });

  it("wants the trial's days on the trial alone, and every feature once", () => {
    const model = copy();
    model.tiers[0]!.trialDays = null;
    model.tiers[2]!.trialDays = 30;
    model.tiers[3]!.features = model.tiers[3]!.features.filter((f) => f.name !== "widgets");
    model.tiers[3]!.features.push(model.tiers[3]!.features[0]!);
    expect(catalogueProblems(model)).toEqual({
      "tiers.0": ["The trial needs its number of days"],
      "tiers.2": ["Only the trial has a number of days"],
      "tiers.3": [
        "Features listed twice: projects",
        "widgets: availability (yes or no) is required, without a limit",
      ],
    });
  });
});
