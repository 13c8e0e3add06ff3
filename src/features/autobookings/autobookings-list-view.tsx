export function AutobookingsListView() {
  return <h1>AutobookingsListView</h1>;
}
