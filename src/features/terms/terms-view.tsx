export function TermsView() {
  return <h1>TermsView</h1>;
}
