/** The people the server seeds on an empty database (the demo company "demo"). */
export const demoPassword = "stund-demo-2026";

export const demoOwner = { email: "demo@stund.is", password: demoPassword } as const;
export const demoHost = { email: "host@stund.is", password: demoPassword } as const;

export const demoTenant = "demo";
export const demoProject = "reykjavik-harbour";

export interface NewUser {
  name: string;
  email: string;
  password: string;
}

export const demoSuperAdmin = { email: "admin@stund.is", password: demoPassword } as const;
