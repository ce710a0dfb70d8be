import type { GetUserResponse, LoginBody, SignupBody } from "@stund/shared/contracts/auth";
import type { ProjectRole, TenantRole } from "@stund/shared/enums";
import type { Database } from "../../../db/database";
import type { SessionUser } from "../../../http/app-types";
import { AppError, conflict } from "../../../http/errors";
import { fileUrl } from "../../../files/file-url";
import { loadTenantContext } from "../../access/access/tenant-access.hooks";
import { emailTaken, findUserByEmail, findUserTenants, hasTwoFactor, insertUser } from "./auth.repository";
import { assertLoginAllowed, recordLoginFailure, recordLoginSuccess } from "./login-rate-limit";
import { dummyPasswordHash, hashPassword, verifyPassword } from "./password.service";

export const emailTakenTitle = "An account with this email already exists";
export const wrongCredentialsTitle = "The email or password is not correct";

export async function signUp(db: Database, body: SignupBody): Promise<{ id: string }> {
  if (await emailTaken(db, body.email)) throw conflict(emailTakenTitle, { email: [emailTakenTitle] });
  const created = await insertUser(db, {
    email: body.email,
    name: body.name,
    passwordHash: await hashPassword(body.password),
  });
  // Two sign-ups racing for one email: the unique index lets one through.
  if (!created) throw conflict(emailTakenTitle, { email: [emailTakenTitle] });
  return created;
}

/** Checks the password; an account with two-factor sign-in still owes its code (no success yet). */
export async function logIn(
  db: Database,
  body: LoginBody,
  ip: string,
): Promise<{ id: string; twoFactor: boolean }> {
  const user = await findUserByEmail(db, body.email);
  await assertLoginAllowed(db, body.email, ip, user?.id);
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), body.password);
  if (!user || !ok) {
    await recordLoginFailure(db, body.email, ip, user);
    throw new AppError(401, wrongCredentialsTitle);
  }
  if (user.totpSecret) return { id: user.id, twoFactor: true };
  await recordLoginSuccess(db, body.email, ip, user.id);
  return { id: user.id, twoFactor: false };
}

export async function describeUser(
  db: Database,
  user: SessionUser,
  tenantIdentifier: string,
): Promise<GetUserResponse> {
  const { tenantRows, projectTenantRows } = await findUserTenants(db, user.id);
  const twoFactorEnabled = await hasTwoFactor(db, user.id);
  const byId = new Map<string, GetUserResponse["tenants"][number]>();
  for (const row of tenantRows) {
    const entry = byId.get(row.id) ?? {
      id: row.id,
      identifier: row.identifier,
      name: row.name,
      isActivated: row.activatedAt !== null,
      roles: [],
      requireTwoFactor: row.requireTwoFactor,
    };
    entry.roles.push(row.role as TenantRole);
    byId.set(row.id, entry);
  }
  for (const row of projectTenantRows) {
    if (!byId.has(row.id))
      byId.set(row.id, {
        id: row.id,
        identifier: row.identifier,
        name: row.name,
        isActivated: row.activatedAt !== null,
        roles: [],
        requireTwoFactor: row.requireTwoFactor,
      });
  }
  let tenantRoles: TenantRole[] = [];
  let projectRoles: Record<string, ProjectRole[]> = {};
  if (tenantIdentifier !== "__notset__") {
    try {
      const context = await loadTenantContext(db, user, tenantIdentifier);
      tenantRoles = [...context.subject.tenantRoles];
      projectRoles = Object.fromEntries(
        Object.entries(context.subject.projectRoles).map(([k, v]) => [k, [...v]]),
      );
    } catch (error) {
      if (!(error instanceof AppError) || error.status !== 404) throw error;
    }
  }
  const roles = [
    ...(user.isSuperAdmin ? ["SuperAdmin"] : []),
    ...tenantRoles,
    ...new Set(Object.values(projectRoles).flat()),
  ];
  return {
    authenticated: true,
    id: user.id,
    email: user.email,
    name: user.name,
    image: fileUrl(user.imageKey),
    isSuperAdmin: user.isSuperAdmin,
    roles,
    tenantRoles,
    projectRoles,
    tenants: [...byId.values()].sort((a, b) => a.name.localeCompare(b.name)),
    twoFactorEnabled,
  };
}
