import a
import b
