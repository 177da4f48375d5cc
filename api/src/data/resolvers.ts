import { readFileSync } from 'node:fs';
import type { Resolvers } from '../generated/data-types.ts';
import type { TypeRenames } from '../graphql/renamed-types.ts';
import { ComparisonScalar, DateScalar, JSDateScalar, QuantityScalar } from '../graphql/scalars.ts';
import { UTILITIES } from '../statements/settlement.ts';
import { alarmMutations, alarmQueries, alarmTypes } from './alarms.resolvers.ts';
import { authMutations, authQueries, authTypes } from './auth.resolvers.ts';
import { consumptionQueries } from './consumption.resolvers.ts';
import { forecastQueries } from './forecast.resolvers.ts';
import { meterMutations, meterQueries } from './meters.resolvers.ts';
import { notificationMutations, notificationQueries, notificationTypes } from './notifications.resolvers.ts';
import { profileMutations } from './profile.resolvers.ts';
import { reportQueries } from './report.resolvers.ts';
import { statementQueries, statementTypes } from './statements.resolvers.ts';
import { tenancyQueries, tenancyTypes } from './tenancy.resolvers.ts';
import { tenancyUserMutations, tenancyUserQueries } from './tenancy-users.resolvers.ts';

export const dataTypeDefs = readFileSync(new URL('../schema/data.graphql', import.meta.url), 'utf8');

/**
 * Earlier names of the data service's types that documents may still use; docs/decisions/0033 says
 * when each can go.
 */
export const dataRenamedTypes: TypeRenames = {
  // Renamed to the original API's name; front ends built before it still send the old one.
  UnitQuantityKpisInput: 'UnitQuantityKPIsInput',
};

export const dataResolvers: Resolvers = {
  JSDate: JSDateScalar,
  Date: DateScalar,
  Quantity: QuantityScalar,
  Comparison: ComparisonScalar,
  // The services' names of the utilities (as stored) behind the enum's.
  Utility: UTILITIES,
  Query: {
    ...authQueries,
    ...tenancyQueries,
    ...tenancyUserQueries,
    ...consumptionQueries,
    ...meterQueries,
    ...alarmQueries,
    ...notificationQueries,
    ...statementQueries,
    ...reportQueries,
    ...forecastQueries,
  },
  Mutation: {
    ...authMutations,
    ...profileMutations,
    ...tenancyUserMutations,
    ...meterMutations,
    ...alarmMutations,
    ...notificationMutations,
  },
  ...authTypes,
  ...tenancyTypes,
  ...alarmTypes,
  ...notificationTypes,
  ...statementTypes,
};
