/**
 * Query keys (TanStack Query), written in one place. Everything a tenancy's screens read is keyed
 * under `['tenancy', tenancyId, ...]`, so switching tenancy can never show another tenancy's cache,
 * and `invalidateQueries({ queryKey: tenancyKeys(id).all })` refreshes one tenancy at once. Results
 * are cached by their arguments: the last element of a key is the request's variables.
 */
/** Query keys of the signed-in session: users, tenancies, units, activation codes, the waiting e-mail change. */
export const sessionKeys = {
  all: ['session'] as const,
  currentUser: () => ['session', 'current-user'] as const,
  user: () => ['session', 'user'] as const,
  tenancies: () => ['session', 'tenancies'] as const,
  userUnits: () => ['session', 'user-units'] as const,
  activationCode: (code: string) => ['session', 'activation-code', code] as const,
  /** The change of e-mail waiting for its link (profile). */
  emailChange: () => ['session', 'email-change'] as const,
};

/** Query keys of one tenancy: everything under `['tenancy', tenancyId, ...]`. */
export function tenancyKeys(tenancyId: string) {
  const all = ['tenancy', tenancyId] as const;
  const key = <TName extends string, TArgs>(name: TName, args: TArgs) => [...all, name, args] as const;
  return {
    all,
    units: () => [...all, 'units'] as const,
    graph: <T extends object>(args: T) => key('graph', args),
    table: <T extends object>(args: T) => key('table', args),
    kpis: <T extends object>(args: T) => key('kpis', args),
    prices: <T extends object>(args: T) => key('prices', args),
    readouts: <T extends object>(args: T) => key('readouts', args),
    alarms: () => [...all, 'alarms'] as const,
    alarm: (alarmId: string) => [...all, 'alarms', alarmId] as const,
    notifications: () => [...all, 'notifications'] as const,
    notification: (id: string) => [...all, 'notifications', id] as const,
    statements: () => [...all, 'statements'] as const,
    meters: () => [...all, 'meters'] as const,
    users: () => [...all, 'users'] as const,
    propertySettings: () => [...all, 'property-settings'] as const,
    costEstimate: () => [...all, 'cost-estimate'] as const,
  };
}

/** The public monthly report, by code (no tenancy: it is opened without signing in). */
export const reportKeys = {
  report: (code: string) => ['report', code] as const,
};
