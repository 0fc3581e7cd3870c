// Sign-up and sign-in latency through the worker, one request at a time (`runs` each).
export async function measureAuth(baseUrl: string, runs: number) {
  const signUp: number[] = [];
  const signIn: number[] = [];
  const password = "BenchClave2026";
  const stamp = Date.now();
  for (let i = 0; i < runs; i++) {
    const email = `bench.${stamp}.${i}@example.mx`;
    // Each run from its own address, so the per-address rate limit measures nothing here.
    const headers = { "content-type": "application/json", origin: baseUrl, "cf-connecting-ip": `198.51.${Math.floor(i / 250)}.${i % 250}` };
    signUp.push(await timed(baseUrl, "/api/auth/sign-up/email", headers, { name: "Bench", email, password }));
    signIn.push(await timed(baseUrl, "/api/auth/sign-in/email", headers, { email, password }));
  }
  return { signUp: summary(signUp), signIn: summary(signIn) };
}

async function timed(baseUrl: string, path: string, headers: Record<string, string>, body: unknown): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${baseUrl}${path}`, { method: "POST", headers, body: JSON.stringify(body) });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return performance.now() - started;
}

function summary(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => Number(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))].toFixed(1));
  return { p50: at(0.5), p95: at(0.95) };
}
