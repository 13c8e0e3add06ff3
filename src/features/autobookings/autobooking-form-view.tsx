export function AutobookingFormView() {
  return <h1>AutobookingFormView</h1>;
}
