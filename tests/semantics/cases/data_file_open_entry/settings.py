import configparser


def parse(handle):
    parser = configparser.ConfigParser()
    parser.read_file(handle)
    return {key: parser["bot"][key] for key in parser["bot"]}
