# knights: built by arena-bundler from 9 modules; do not edit, rebuild with `python -m bundler build`
# modules: sources sources.knights sources.readers sources.readers.knights sources.knights.board sources.knights.evaluation sources.knights.search sources.knights.protocol sources.knights.__main__
# inputs sha256: 7674a0495234a9b7
b=enumerate;e=range;l=Exception;f=len;y='color';C='null';D=200000;from collections import namedtuple as E;import struct;from base64 import b64decode as O;import os,sys as m,time as n
class o(l):0
class h(ValueError):0
P=E('Init',y);Q=E('Turn','players statuses last_moves rows move_count moves')
class R:
 def __init__(a,b):a.readline=b;a.line_number=0
 def next_line(a):
  b=a.readline()
  if not b:raise o(f'input ended after line {a.line_number}')
  a.line_number+=1
  if b[-1:]not in('\n',b'\n'):raise o(f'input ended inside line {a.line_number}')
  return a.decode(b).rstrip('\r\n')
 def decode(b,a):
  if isinstance(a,str):return a
  try:return a.decode('utf-8')
  except UnicodeDecodeError:raise h(f'input line {b.line_number}: expected UTF-8 text, got {a!r}')from None
 def fail(a,b,c,d):return h(f'input line {a.line_number}: {b}: expected {c}, got {d!r}')
 def split(d,a,b,e):
  c=a.split()
  if f(c)!=b:raise d.fail(e,f'{b} fields',a)
  return c
 def to_int(c,a,d):
  b=a[1:]if a[:1]=='-'else a
  if b.isascii()and b.isdigit():return int(a)
  raise c.fail(d,'an integer',a)
 def word(c,a,b,d):
  if not a or f(a)>b or' 'in a:raise c.fail(d,f'a word of at most {b} characters',a)
  return a
 def read_init(a):b=a.word(a.next_line(),1,y);return P(b)
 def read_turn(a):
  c=[];d=[];f=[]
  for _ in e(3):b=a.split(a.next_line(),3,'players statuses lastMoves');c.append(a.word(b[0],1,'players'));d.append(a.to_int(b[1],'statuses'));f.append(a.word(b[2],4,'lastMoves'))
  h=[a.word(a.next_line(),8,'rows')for _ in e(8)];g=a.to_int(a.next_line(),'moveCount');i=[a.word(a.next_line(),2,'moves')for _ in e(g)];return Q(c,d,f,h,g,i)
p=(1<<64)-1;g=72340172838076673;F=g<<1;G=g<<6;i=g<<7;d='rgb';c=3;a=list(struct.unpack('<64Q',O('AAQCAAAAAAAACAUAAAAAAAARCgAAAAAAACIUAAAAAAAARCgAAAAAAACIUAAAAAAAABCgAAAAAAAAIEAAAAAAAAQABAIAAAAACAAIBQAAAAARABEKAAAAACIAIhQAAAAARABEKAAAAACIAIhQAAAAABAAEKAAAAAAIAAgQAAAAAACBAAEAgAAAAUIAAgFAAAAChEAEQoAAAAUIgAiFAAAAChEAEQoAAAAUIgAiFAAAACgEAAQoAAAAEAgACBAAAAAAAIEAAQCAAAABQgACAUAAAAKEQARCgAAABQiACIUAAAAKEQARCgAAABQiACIUAAAAKAQABCgAAAAQCAAIEAAAAAAAgQABAIAAAAFCAAIBQAAAAoRABEKAAAAFCIAIhQAAAAoRABEKAAAAFCIAIhQAAAAoBAAEKAAAABAIAAgQAAAAAACBAAEAgAAAAUIAAgFAAAAChEAEQoAAAAUIgAiFAAAAChEAEQoAAAAUIgAiFAAAACgEAAQoAAAAEAgACBAAAAAAAIEAAQAAAAABQgACAAAAAAKEQARAAAAABQiACIAAAAAKEQARAAAAABQiACIAAAAAKAQABAAAAAAQCAAIAAAAAAAAgQAAAAAAAAFCAAAAAAAAAoRAAAAAAAAFCIAAAAAAAAoRAAAAAAAAFCIAAAAAAAAoBAAAAAAAABAIAA=')))
def H(a):return(a<<17&~g|a<<15&~i|a<<10&~(g|F)|a<<6&~(G|i)|a>>15&~g|a>>17&~i|a>>6&~(g|F)|a>>10&~(G|i))&p
def S(a):
 b=[]
 while a:c=a&-a;b.append(c.bit_length()-1);a^=c
 return b
def I(a):return'abcdefgh'[a%8]+str(a//8+1)
def J(h):
 e=0;f=[0]*c
 for i,j in b(h):
  k=7-i
  for l,a in b(j):
   if a!='.':
    g=k*8+l;e|=1<<g
    if a in d:f[d.index(a)]=g
 return e,f
j=1000;T=900;U=8;K=1000;V=D;t=0xaa55aa55aa55aa55
def q(a):return(a-1)*2*j
def u(e,d):
 c=0;b=a[e]&d
 while b:c|=b;b=H(b)&d&~c
 return c
def L(c,a):b=a&(t if 1<<c&t else~t&p);d=(a^b).bit_count();e=b.bit_count();return min(2*d,2*e+1)
class M:
 def __init__(a,b=K,deadline=None):a.cap=b;a.deadline=deadline;a.memo={};a.budget=0
 def length(a,c,d,b=None):
  a.budget=a.cap if b is None else b
  if f(a.memo)>V:a.memo.clear()
  e=a._search(c,d);return e,a.budget>0
 def best_move(a,g,d,h):
  a.budget=h;e,b=-1,-1
  for c in a._ordered_targets(g,d):
   f=1+a._search(c,d&~(1<<c))
   if f>b:e,b=c,f
   if a.budget<=0:break
  return e,b
 def _ordered_targets(h,g,d):
  b=a[g]&d;c=[]
  while b:e=b&-b;f=e.bit_length()-1;b^=e;c.append(((a[f]&d).bit_count(),f))
  c.sort();return[a for _,a in c]
 def _search(a,d,c):
  e=c<<6|d;f=a.memo.get(e)
  if f is not None:return f
  a.budget-=1
  if a.budget&255==0 and a.deadline is not None:
   if n.perf_counter()>a.deadline:a.budget=0
  if a.budget<=0:return 0
  i=L(d,c);b=0
  for g in a._ordered_targets(d,c):
   h=1+a._search(g,c&~(1<<g))
   if h>b:
    b=h
    if b>=i:break
   if a.budget<=0:return b
  a.memo[e]=b;return b
def W(e,d,l):
 g=l;h=[1<<e[a]for a in d];i=[0]*f(d);a=True
 while a:
  a=False
  for j,k in b(h):
   if k:c=H(k)&g;g^=c;h[j]=c;i[j]|=c;a=a or bool(c)
 return[L(e[b],i[a])for a,b in b(d)]
class X:
 def __init__(a,b=K,deadline=None):a.paths=M(b,deadline)
 def remaining_moves(j,k,c,d):
  h=~k&p;e=[u(c[a],h)for a in d];f=None;g=[]
  for a,l in b(d):
   i=0
   for m,n in b(e):
    if m!=a:i|=n
   if e[a]&i:
    if f is None:f=W(c,d,h)
    g.append((f[a],False))
   else:g.append(j.paths.length(c[l],e[a]))
  return g
 def evaluate(m,n,o,p,i,q):
  a=[(i+a)%c for a in e(c)if p[(i+a)%c]];k=m.remaining_moves(n,o,a);d=a.index(q);r,s=k[d];g=(c-f(a))*j
  for l,(t,u)in b(k):
   if l==d:continue
   h=r-t+(.5 if d>l else-.5)
   if u and s:g+=j-1 if h>0 else 1-j
   else:g+=int(T*h/(abs(h)+U))
  return g
N='paranoid';Y='brs';Z=64;z,A,B=0,1,2;aa=D
class w(l):0
class ba:
 def __init__(a,b,c=N,node_limit=None,deadline=None):a.me=b;a.algorithm=c;a.node_limit=node_limit;a.deadline=deadline;a.nodes=0;a.depth_reached=0;a.clock_deadline=deadline if node_limit is None else None;a.evaluator=X(deadline=a.clock_deadline);a.table={};a.cut_by_depth=False
 def spend_node(a):
  a.nodes+=1
  if a.node_limit is not None:
   if a.nodes>a.node_limit:raise w
  elif n.perf_counter()>a.deadline:raise w
 def choose(b,c,g,i):
  l=b.me;m=a[g[l]]&~c;d=s(m,c,True)
  if f(d)<=1:return d[0]if d else-1
  j=b.isolated_move(c,g,i)
  if j is not None:return j
  h=d[0]
  for k in e(1,Z+1):
   b.cut_by_depth=False
   try:n,o=b.search_root(c,g,i,k,h)
   except w:break
   h=o;b.depth_reached=k
   if abs(n)>=ca or not b.cut_by_depth:break
  return h
 def isolated_move(a,h,b,i):
  f=~h&(1<<64)-1;g=u(b[a.me],f)
  for d in e(c):
   if d!=a.me and i[d]:
    if u(b[d],f)&g:return
  j=aa if a.node_limit is None else a.node_limit;k=M(deadline=a.clock_deadline);l,_=k.best_move(b[a.me],g,j);return l
 def search_root(b,d,l,e,m,f):
  g=b.me;t=a[l[g]]&~d;h=s(t,d,True);h.remove(f);h.insert(0,f);c,n=-k,k;o=f
  for i in h:
   p=r(l,g,i);q=d|1<<i;b.spend_node()
   if b.algorithm==Y:j=b.brs(q,p,e,m-1,c,n,False)
   else:j=b.paranoid(q,p,e,v(e,g),m-1,c,n)
   if j>c:c,o=j,i
  return c,o
 def paranoid(d,e,j,c,b,n,f,g):
  t=d.me;u=a[j[b]]&~e
  while not u:
   if b==t:return q(c.count(False))
   c=r(c,b,False)
   if c.count(True)==1:return q(2)
   b=v(c,b);u=a[j[b]]&~e
  if n<=0:d.cut_by_depth=True;return d.evaluator.evaluate(e,j,c,b,t)
  C=e,j,c,b;D=d.table.get(C);o=-1
  if D is not None:
   E,l,w,o=D
   if E>=n:
    if w==z:return l
    if w==A and l>=g:return l
    if w==B and l<=f:return l
  x=b==t;m=s(u,e,x)
  if o in m:m.remove(o);m.insert(0,o)
  F=v(c,b);G,H=f,g;h=-k if x else k;y=m[0]
  for p in m:
   d.spend_node();i=d.paranoid(e|1<<p,r(j,b,p),c,F,n-1,f,g)
   if x:
    if i>h:h,y=i,p;f=max(f,i)
   elif i<h:h,y=i,p;g=min(g,i)
   if f>=g:break
  d.store(C,n,h,G,H,y);return h
 def brs(f,g,i,d,t,l,m,n):
  h=f.me
  if n:
   w=a[i[h]]&~g
   if not w:return q(d.count(False))
   if t<=0:f.cut_by_depth=True;return f.evaluator.evaluate(g,i,d,h,h)
  else:
   for b in e(c):
    if b!=h and d[b]:
     if not a[i[b]]&~g:d=r(d,b,False)
   if d.count(True)==1:return q(2)
   if t<=0:f.cut_by_depth=True;G=v(d,h);return f.evaluator.evaluate(g,i,d,G,h)
  E=g,i,d,n;F=f.table.get(E);x=None
  if F is not None:
   H,u,C,x=F
   if H>=t:
    if C==z:return u
    if C==A and u>=m:return u
    if C==B and u<=l:return u
  if n:j=[(h,a)for a in s(w,g,True)]
  else:
   j=[]
   for I in e(1,c):
    b=(h+I)%c
    if d[b]:w=a[i[b]]&~g;j+=[(b,a)for a in s(w,g,False)]
  if x in j:j.remove(x);j.insert(0,x)
  J,K=l,m;o=-k if n else k;D=j[0]
  for b,y in j:
   f.spend_node();p=f.brs(g|1<<y,r(i,b,y),d,t-1,l,m,not n)
   if n:
    if p>o:o,D=p,(b,y);l=max(l,p)
   elif p<o:o,D=p,(b,y);m=min(m,p)
   if l>=m:break
  f.store(E,t,o,J,K,D);return o
 def store(c,d,e,a,f,g,h):
  if a<=f:b=B
  elif a>=g:b=A
  else:b=z
  c.table[d]=e,a,b,h
k=10**9;ca=q(2)-1
def r(a,b,c):return a[:b]+(c,)+a[b+1:]
def v(d,a):
 for f in e(1,c+1):
  b=(a+f)%c
  if d[b]:return b
 return a
def s(b,f,g):
 c=[];h=f|b
 while b:d=b&-b;e=d.bit_length()-1;b^=d;c.append(((a[e]&~h).bit_count(),e))
 c.sort(reverse=g);return[a for _,a in c]
da=.2;ea=.03;fa=N
class ga:
 def __init__(a,b,c,d,e,f,g,h):a.me=b;a.blocked=c;a.knights=tuple(d);a.alive=tuple(e);a.legal=f;a.started=g;a.first=h
def ha(a):b,c=J(a.rows);return b,c,[a==1 for a in a.statuses],list(a.moves)
x=[I(a)for a in e(64)]
def ia(c,h):
 for e,(l,m,g)in b(zip(c.players,c.statuses,c.last_moves)):
  if l!=d[e]or m not in(0,1):return e,f'players: expected {d[e]} 0 or 1, got {l} {m}'
  if g!=C and g not in x:return e,f'lastMoves: expected a square or null, got {g!r}'
 if c.statuses[h]!=1:return h,f'statuses: {d[h]} is out, yet asked to move'
 for p,i in b(c.rows):
  if f(i)!=8 or i.strip('.#rgb'):return 3+p,f'rows: expected 8 of \'.\', \'#\', \'r\', \'g\', \'b\', got {i!r}'
 n=''.join(c.rows)
 for j in d:
  if n.count(j)!=1:return 3,f'rows: {n.count(j)} knights {j!r}'
 q,o=J(c.rows)
 for e,g in b(c.last_moves):
  if g!=C and x.index(g)!=o[e]:return e,f'lastMoves: the {d[e]} knight is not on {g}'
 k=sorted(x[s]for s in S(a[o[h]]&~q))
 if not k or c.moves!=k:return 11,f'moves: expected {k}, got {c.moves}'
def ja(p):
 b=R(m.stdin.buffer.readline);g=True
 try:
  c=b.read_init().color
  if c not in d:raise h(f'input line 1: color: expected r, g or b, got {c!r}')
  i=d.index(c)
  while True:
   q=b.line_number+1;j=b.read_turn();r=n.perf_counter();k=ia(j,i)
   if k:s,t=k;raise h(f'input line {q+s}: {t}')
   u,v,w,a=ha(j)
   try:e=p(ga(i,u,v,w,a,r,g))
   except l as f:m.stderr.write(f'knights: search failed ({f!r}), playing {a[0]}\n');e=a[0]
   print(e if e in a else a[0],flush=True);g=False
 except o:return
 except h as f:m.stderr.write(f'knights: bad input, stopping: {f}\n')
def ka(a):b=os.environ.get('ARENA_NODES');d=da if a.first else ea;e=ba(a.me,fa,node_limit=int(b)if b else None,deadline=a.started+d);c=e.choose(a.blocked,a.knights,a.alive);return I(c)if c>=0 else''
def la():ja(ka)
la()
