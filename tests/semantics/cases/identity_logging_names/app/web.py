import logging

logger = logging.getLogger(__name__)


def serve(port):
    logger.info("serving on %d", port)
    logger.error("port %d is busy", port)
