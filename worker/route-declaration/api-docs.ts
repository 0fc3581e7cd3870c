import { createApi } from "../app";
import { apiTable } from "./api-table";
import { endpointsOf, undeclared } from "./declared-routes";

/** docs/api.md as the API's declarations give it, and the endpoints that declare nothing. */
export function apiDocs(): { text: string; undeclared: string[] } {
  const endpoints = endpointsOf(createApi().routes);
  return { text: apiTable(endpoints), undeclared: undeclared(endpoints) };
}
