import { SHELL_ANSWERS_ELEMENT_ID } from "../../domain/pages/page-document";
import { API_READS } from "../../domain/pages/shell-reads";
import { jsonInScript } from "../../domain/text/escape";

/** The worker's own API, as a page request reaches it (same handlers, same middleware). */
export type ApiFetch = (request: Request) => Promise<Response>;

/** An API answer the shell carries: its status and its JSON body, by the path the app asks for. */
export type ShellAnswers = Record<string, { status: number; body: unknown }>;

/**
 * A signed-in page's first reads, answered by the API itself with the page request's own
 * cookie: the same handlers, so the same permissions, and what the browser would have been
 * told. Only plain successes travel: an answer that sets a cookie (a session being extended)
 * or any failure is left for the browser to ask for itself, so it sees it as it always has.
 */
export async function shellAnswers(api: ApiFetch, request: Request, paths: string[]): Promise<ShellAnswers> {
  const answers = await Promise.all(
    paths.map(async (path) => {
      // A read that fails here is asked for again by the browser, which shows its failure.
      const headers = new Headers(request.headers);
      headers.set("Accept", "application/json");
      const response = await api(new Request(new URL(path, request.url), { headers })).catch(() => null);
      if (!response) return null;
      if (response.status !== 200 || response.headers.has("Set-Cookie")) {
        await response.body?.cancel();
        return null;
      }
      const body: unknown = await response.json().catch(() => undefined);
      return body === undefined ? null : ([path, { status: 200, body: path === API_READS.session ? withoutToken(body) : body }] as const);
    }),
  );
  return Object.fromEntries(answers.filter((answer) => answer !== null));
}

/** The element with the answers, written with jsonInScript so no text in the data can close it. */
export function shellAnswersScript(answers: ShellAnswers): string {
  if (Object.keys(answers).length === 0) return "";
  const json = jsonInScript(answers);
  return `<script type="application/json" id="${SHELL_ANSWERS_ELEMENT_ID}">${json}</script>`;
}

/** The session as the page needs it: never its token, which stays in the httpOnly cookie. */
function withoutToken(answer: unknown): unknown {
  if (typeof answer !== "object" || answer === null || !("session" in answer)) return answer;
  const { session, ...rest } = answer as { session: unknown };
  if (typeof session !== "object" || session === null) return answer;
  const { token: _token, ...kept } = session as Record<string, unknown>;
  return { ...rest, session: kept };
}
