const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/**
 * The risk chart's tick labels, short enough to sit under a point: the day ("Nov 28"), or the
 * time ("2:42 AM") when every scan finished on one day (days would all read the same).
 */
export function riskTickFormatter(times: readonly string[]): (at: string) => string {
  const days = new Set(times.map((at) => dayFormat.format(new Date(at))));
  const format = days.size <= 1 ? timeFormat : dayFormat;
  return (at) => format.format(new Date(at));
}
