import { queryOptions } from "@tanstack/react-query";
import { apiRequest, getQueryFn } from "@/lib/query-client";
import type { AuthUser } from "./bookings";

/** Staff accounts: the team list, the audit log, one's own password and two-factor sign-in. */

export interface StaffMember {
  id: number;
  username: string;
  role: "admin" | "agent";
  twoFactorEnabled: boolean;
  mustChangePassword: boolean;
  lastSignInAt: string | null;
  disabled: boolean;
  createdAt: string;
}

export interface AuditEntry {
  id: number;
  action: string;
  by: string | null;
  at: string;
  target?: string;
  address?: string;
  detail?: Record<string, unknown>;
}

export interface AuditFilters {
  by: string;
  action: string;
}

export const accountKeys = {
  users: ["/api/admin/users"] as const,
  settings: ["/api/admin/settings"] as const,
  audit: (f: AuditFilters) => ["/api/admin/audit", f] as const,
};

export const staffListQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.users, queryFn: getQueryFn<StaffMember[]>({ on401: "throw" }) });

export const settingsQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.settings, queryFn: getQueryFn<{ twoFactorRequired: boolean }>({ on401: "throw" }) });

export function auditUrl({ by, action }: AuditFilters): string {
  const params = new URLSearchParams();
  if (by.trim()) params.set("by", by.trim());
  if (action) params.set("action", action);
  const qs = params.toString();
  return `/api/admin/audit${qs ? `?${qs}` : ""}`;
}

export const auditQueryOptions = (f: AuditFilters) =>
  queryOptions({
    queryKey: accountKeys.audit(f),
    queryFn: async (): Promise<AuditEntry[]> => (await apiRequest("GET", auditUrl(f))).json(),
    staleTime: 0,
  });

export const createStaffMutation = () => ({
  mutationFn: async (body: { username: string; role: "admin" | "agent"; password: string }) =>
    (await apiRequest("POST", "/api/admin/users", body)).json() as Promise<{ id: number; username: string; role: string }>,
});

export const changeStaffMutation = () => ({
  mutationFn: async ({ id, ...change }: { id: number; role?: "admin" | "agent"; disabled?: boolean }): Promise<StaffMember> =>
    (await apiRequest("PATCH", `/api/admin/users/${id}`, change)).json(),
});

export const resetTwoFactorMutation = () => ({
  mutationFn: async (id: number): Promise<void> => {
    await apiRequest("DELETE", `/api/admin/users/${id}/totp`);
  },
});

export const setTwoFactorRequiredMutation = () => ({
  mutationFn: async (twoFactorRequired: boolean): Promise<{ twoFactorRequired: boolean }> =>
    (await apiRequest("PATCH", "/api/admin/settings", { twoFactorRequired })).json(),
});

export const changePasswordMutation = () => ({
  mutationFn: async (body: { currentPassword: string; newPassword: string }): Promise<void> => {
    await apiRequest("POST", "/api/auth/password", body);
  },
});

export const totpSetupMutation = () => ({
  mutationFn: async (): Promise<{ otpauthUrl: string; secret: string }> => (await apiRequest("POST", "/api/auth/totp/setup")).json(),
});

export const totpEnableMutation = () => ({
  mutationFn: async (code: string): Promise<{ recoveryCodes: string[] }> => (await apiRequest("POST", "/api/auth/totp/enable", { code })).json(),
});

export const totpDisableMutation = () => ({
  mutationFn: async (body: { password: string; code: string }): Promise<void> => {
    await apiRequest("POST", "/api/auth/totp/disable", body);
  },
});

export const loginCodeMutation = () => ({
  mutationFn: async (code: string): Promise<AuthUser> => (await apiRequest("POST", "/api/auth/login/totp", { code })).json(),
});

export const erasePersonalDataMutation = () => ({
  mutationFn: async (id: number): Promise<void> => {
    await apiRequest("DELETE", `/api/admin/bookings/${id}/personal-data`);
  },
});
