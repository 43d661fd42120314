import os


def own_folder_name():
    return os.path.basename(os.path.dirname(__file__)), os.path.isabs(__file__)
