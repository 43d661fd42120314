import net.codec as codec
import net.codec
from net import codec as codec2

message = codec.encode({"move": "e2e4", "ply": 1})
print(message)
print(codec2.decode(message))
print("aliases agree:", codec is codec2 is net.codec)
codec.STATS["calls"] += 100
print("shared state:", net.codec.STATS)
