// jsdom has <dialog> but not showModal()/close() (Chromium, where the e2e tests run, has both). This gives the
// unit tests of views the same open/close behaviour, enough for the Modal component.
export function installDialogPolyfill() {
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & { __polyfilled?: boolean }
  if (proto.__polyfilled || typeof proto.showModal === 'function') return
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  proto.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open')
    this.dispatchEvent(new Event('close'))
  }
  proto.__polyfilled = true
}
