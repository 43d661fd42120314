# fmt: off
import threading


def work(amount, label):
    print(label, amount * 2)


worker = threading.Thread(target=work, args=(21,), kwargs={"label": "answer"})
worker.start()
worker.join()
# output
import threading as b

def c(a, label):
    print(label, a * 2)
a = b.Thread(target=c, args=(21,), kwargs={'label': 'answer'})
a.start()
a.join()
