export function TriggerFormView() {
  return <h1>TriggerFormView</h1>;
}
