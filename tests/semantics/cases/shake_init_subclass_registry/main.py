from messages import Message, parse

import kinds  # noqa: F401  (defines the message kinds)

print("known kinds:", sorted(Message.KINDS))
for line in ["move e2 e4", "chat hello there", "resign", "ping 3"]:
    print(parse(line).render())
