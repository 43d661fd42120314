class StoreError(Exception):
    pass


class NotFound(StoreError):
    pass
