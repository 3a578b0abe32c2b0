// Small HTTP helpers for the resilience tests (fetch, JSON, session cookies).
export async function request(baseUrl, method, path, { cookie, body, rawBody, headers = {} } = {}) {
  const init = { method, headers: { ...headers }, signal: AbortSignal.timeout(30_000) };
  if (cookie) init.headers.cookie = cookie;
  if (rawBody !== undefined) {
    init.body = rawBody;
    init.headers['content-type'] ??= 'application/json';
  } else if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers['content-type'] = 'application/json';
  }
  const res = await fetch(`${baseUrl}${path}`, init);
  const text = await res.text();
  let json;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, json, text, headers: res.headers };
}

export async function registerLearner(baseUrl, username, password = 'resilience-pw-1') {
  const res = await request(baseUrl, 'POST', '/api/register', { body: { username, password } });
  if (res.status !== 201) throw new Error(`register ${username}: ${res.status} ${res.text}`);
  const cookie = res.headers.get('set-cookie').split(';')[0];
  return { id: res.json.id, username, password, cookie };
}
