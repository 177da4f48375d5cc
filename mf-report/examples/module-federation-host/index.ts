// Async boundary: React is negotiated with the report's container before it is used.
void import('./bootstrap');
