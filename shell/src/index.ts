// No async boundary: every module the shell shares is in its own first chunk (`eager`), so nothing
// has to be negotiated before the bootstrap runs, and the page starts a round trip sooner.
import './bootstrap';
