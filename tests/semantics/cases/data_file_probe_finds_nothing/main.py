import sys

from loader import plugins, settings

print("plug-ins:", plugins.official_plug_ins())
print("settings:", settings.load())
for line in sys.stdin:
    print(line.strip(), settings.load().get(line.strip(), "unset"), plugins.count())
