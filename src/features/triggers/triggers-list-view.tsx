export function TriggersListView() {
  return <h1>TriggersListView</h1>;
}
