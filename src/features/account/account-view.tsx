export function AccountView() {
  return <h1>AccountView</h1>;
}
