import logging
import sys

from app import db, web

handler = logging.StreamHandler(sys.stdout)
handler.setFormatter(
    logging.Formatter("%(levelname)s %(name)s %(module)s %(funcName)s %(lineno)d: %(message)s")
)
root = logging.getLogger()
root.addHandler(handler)
root.setLevel(logging.DEBUG)
logging.getLogger("app.web").setLevel(logging.WARNING)

log = logging.getLogger(__name__)
log.info("starting")
print(db.connect("sqlite:///bot.db"))
print(db.connect("mysql://host"))
web.serve(8080)
print(sorted(name for name in logging.root.manager.loggerDict if name.startswith("app")))
