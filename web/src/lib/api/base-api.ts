import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from './base-query';

/**
 * The single RTK Query API. Features add their endpoints with `baseApi.injectEndpoints`
 * so the cache, tags and middleware stay in one place.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: createBaseQuery(),
  tagTypes: ['Menu', 'Dict', 'Table', 'Session'],
  endpoints: () => ({}),
});
