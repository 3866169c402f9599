/** A FormData that accepts the test realm's files (jsdom's and Node's differ). */
class FakeFormData {
  private entries = new Map<string, unknown>();
  append(name: string, value: unknown) {
    this.entries.set(name, value);
  }
  get(name: string) {
    return this.entries.get(name) ?? null;
  }
}

/** A stand-in for XMLHttpRequest so tests drive antd Upload's request: progress, answer, failure. */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  upload: { onprogress: ((e: { loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: ((e: unknown) => void) | null = null;
  status = 0;
  responseText = '';
  response = '';
  withCredentials = false;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FakeFormData | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FakeFormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {}
  progress(percent: number) {
    this.upload.onprogress?.({ loaded: percent, total: 100 });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }

  static install() {
    FakeXhr.sent = [];
    (window as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
    (window as unknown as { FormData: unknown }).FormData = FakeFormData;
  }
}
