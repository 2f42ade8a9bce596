// The services' own figures for the combined load run, read from their metrics endpoint (issue 33,
// point 2) and printed beside the generator's for each route: the two must agree within 5 %.
// This is where the Prometheus scrape plugs in: scrapeRouteMetrics reads the endpoint's counters
// and histograms for the run (the difference of a scrape before and one after); until the services
// have the endpoint it reads none, and the combined run prints the generator's figures alone.

/** One route's figures as the services counted them over the run. */
export interface RouteMetrics {
  /** The route as the bench names it (Endpoint.name). */
  route: string;
  requests: number;
  errors: number;
  p50Ms: number;
  p99Ms: number;
}

/** A scrape of the services' metrics, to diff against a later one; none while the services have no endpoint. */
export type MetricsScrape = undefined;

export async function scrapeMetrics(_servicesUrl: string): Promise<MetricsScrape> {
  return undefined;
}

/** Each route's figures between two scrapes; none without scrapes. */
export function routeMetrics(_before: MetricsScrape, _after: MetricsScrape): RouteMetrics[] {
  return [];
}

/** The services' figures for `route`, said beside the generator's; empty when there are none. */
export function describeBeside(route: string, metrics: readonly RouteMetrics[]): string {
  const counted = metrics.find((figures) => figures.route === route);
  if (!counted) return '';
  return `; the services' metrics: ${counted.requests} requests, p50 ${counted.p50Ms.toFixed(1)} ms, p99 ${counted.p99Ms.toFixed(1)} ms, ${counted.errors} errors`;
}
