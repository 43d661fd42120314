from .. import VERSION as _V

TAG = f"brain@{_V}"
