import logging

log = logging.getLogger(__name__)


def connect(url):
    log.info("connecting to %s", url)
    if not url.startswith("sqlite"):
        log.warning("unsupported scheme in %s", url)
        return False
    log.debug("connected")
    return True
