export function StoreSubscriptionView() {
  return <h1>store-subscription</h1>;
}

export function StoreBookingsView() {
  return <h1>store-bookings</h1>;
}
