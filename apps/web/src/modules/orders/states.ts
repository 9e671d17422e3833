/** The colour of an order's state label: waiting in orange, under way in blue, done in green. */
export const STATE_COLOURS: Record<string, string> = {
  none: 'orange',
  partial: 'blue',
  full: 'green',
  cancelled: 'red',
};
