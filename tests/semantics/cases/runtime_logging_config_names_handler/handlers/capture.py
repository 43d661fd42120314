import logging


class ListHandler(logging.Handler):
    def __init__(self):
        super().__init__()
        self.captured = []

    def emit(self, record):
        self.captured.append(record.getMessage())
