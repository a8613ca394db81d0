/**
 * A stand-in for the browser's XMLHttpRequest, which the photo uploads use
 * (lib/upload-photo.ts): each upload waits for the test to answer it. Stub it with
 * `vi.stubGlobal('XMLHttpRequest', FakeUpload)` and empty `FakeUpload.sent` after each test.
 */
export class FakeUpload {
  static sent: FakeUpload[] = [];
  upload = new EventTarget();
  private events = new EventTarget();
  status = 0;
  responseType = '';
  response: unknown = null;
  form: FormData | null = null;
  open() {}
  setRequestHeader() {}
  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener);
  }
  send(form: FormData) {
    this.form = form;
    FakeUpload.sent.push(this);
  }
  abort() {
    this.events.dispatchEvent(new Event('abort'));
  }
  progress(loaded: number, total: number) {
    const event = Object.assign(new Event('progress'), { lengthComputable: true, loaded, total });
    this.upload.dispatchEvent(event);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    // As the browser gives it with responseType 'json': parsed.
    this.response = JSON.parse(JSON.stringify(body));
    this.events.dispatchEvent(new Event('load'));
  }
}
