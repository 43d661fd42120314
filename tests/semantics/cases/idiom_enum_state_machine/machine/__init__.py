from .states import Event, State
from .table import Machine, TransitionError
