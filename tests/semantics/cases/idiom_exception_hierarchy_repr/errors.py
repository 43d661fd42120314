class AppError(Exception):
    """Base class of every error the app raises."""


class NotFound(AppError):
    pass


class ValidationError(AppError):
    def __init__(self, field, message):
        super().__init__(field, message)
        self.field = field
        self.message = message

    def __str__(self):
        return f"{self.field}: {self.message}"


class PermissionDenied(AppError, PermissionError):
    pass
