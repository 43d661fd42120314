import logging

log = logging.getLogger("worker")


def fetch(url):
    log.info("fetch %s", url)
    return len(url)


class Pipeline:
    def run(self, urls):
        log.info("run %d urls", len(urls))
        return [self._step(url) for url in urls]

    def _step(self, url):
        log.debug("step %s", url)
        return fetch(url)
