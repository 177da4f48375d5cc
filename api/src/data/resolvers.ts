import { readFileSync } from 'node:fs';
import type { Resolvers } from '../generated/data-types.ts';
import { ComparisonScalar, DateScalar, JSDateScalar, QuantityScalar } from '../graphql/scalars.ts';
import { authMutations, authQueries } from './auth.resolvers.ts';
import { consumptionQueries } from './consumption.resolvers.ts';
import { featureMutations, featureQueries, featureTypes } from './features.resolvers.ts';
import { tenancyQueries, tenancyTypes } from './tenancy.resolvers.ts';

export const dataTypeDefs = readFileSync(new URL('../schema/data.graphql', import.meta.url), 'utf8');

export const dataResolvers: Resolvers = {
  JSDate: JSDateScalar,
  Date: DateScalar,
  Quantity: QuantityScalar,
  Comparison: ComparisonScalar,
  Query: { ...authQueries, ...tenancyQueries, ...consumptionQueries, ...featureQueries },
  Mutation: { ...authMutations, ...featureMutations },
  ...tenancyTypes,
  ...featureTypes,
};
