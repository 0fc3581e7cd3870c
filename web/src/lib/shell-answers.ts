import { SHELL_ANSWERS_ELEMENT_ID } from "@domain/pages/page-document";
import { SHELL_ANSWERS_MS } from "@domain/pages/shell-reads";

type Answer = { status: number; body: unknown };

let answers: Map<string, Answer> | null = null;

/**
 * The worker's answer to one of this page's first API reads, carried in the signed-in page's
 * shell (worker/pages/shell-answers.ts): each is used once, within SHELL_ANSWERS_MS of the
 * page's load, and only for the very path it answered; anything later asks the network.
 */
export function takeShellAnswer(pathAndQuery: string): Response | null {
  answers ??= readAnswers();
  const answer = answers.get(pathAndQuery);
  if (!answer) return null;
  answers.delete(pathAndQuery);
  if (performance.now() > SHELL_ANSWERS_MS) return null;
  return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { "Content-Type": "application/json" } });
}

function readAnswers(): Map<string, Answer> {
  const text = typeof document === "undefined" ? null : document.getElementById(SHELL_ANSWERS_ELEMENT_ID)?.textContent;
  if (!text) return new Map();
  try {
    return new Map(Object.entries(JSON.parse(text) as Record<string, Answer>));
  } catch {
    return new Map();
  }
}
