import os

import settings

here = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(here, "bot.ini"), encoding="utf-8") as handle:
    config = settings.parse(handle)
print(config)
