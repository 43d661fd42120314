def work():
    '''Doc.'''
