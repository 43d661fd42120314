import json
import logging
import logging.config
import sys

logging.config.dictConfig(json.loads(sys.stdin.read()))
logger = logging.getLogger("game")
logger.warning("turn %d", 3)
handler = logger.handlers[0]
print(type(handler).__module__, handler.captured)
