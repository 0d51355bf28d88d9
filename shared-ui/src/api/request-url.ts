import { endpointPath, type Endpoint } from '@portal/shared-contracts';

type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number | boolean>;
export type Query = Record<string, QueryValue>;

/** The query string of a call: absent values are left out, lists repeat their key. */
export function queryString(query: Query = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The full address of a call: the API base, the endpoint's path with its parameters filled in, the query. */
export function requestUrl(apiBase: string, endpoint: Pick<Endpoint, 'path'>, params?: Record<string, unknown>, query?: Query): string {
  return `${apiBase.replace(/\/+$/, '')}${endpointPath(endpoint, params)}${queryString(query)}`;
}
