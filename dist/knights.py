# knights: built by arena-bundler from 9 modules; do not edit, rebuild with `python -m bundler build`
# modules: sources sources.knights sources.readers sources.readers.knights sources.knights.board sources.knights.evaluation sources.knights.search sources.knights.protocol sources.knights.__main__
# inputs sha256: 5bafbc4bde195146
a=enumerate;e=range;i=Exception;f=len;x=ValueError;y='color';C=200000;from collections import namedtuple as D;import struct;from base64 import b64decode as L;import os,sys as j,time as l
class m(i):0
class n(x):0
M=D('Init',y);N=D('Turn','players statuses last_moves rows move_count moves')
class O:
 def __init__(a,b):a.readline=b;a.line_number=0
 def next_line(a):
  b=a.readline()
  if not b:raise m(f'input ended after line {a.line_number}')
  a.line_number+=1
  if b[-1:]not in('\n',b'\n'):raise m(f'input ended inside line {a.line_number}')
  return a.decode(b).rstrip('\r\n')
 def decode(b,a):
  if isinstance(a,str):return a
  try:return a.decode('utf-8')
  except UnicodeDecodeError:raise n(f'input line {b.line_number}: expected UTF-8 text, got {a!r}')from None
 def fail(a,b,c,d):return n(f'input line {a.line_number}: {b}: expected {c}, got {d!r}')
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
 def read_init(a):b=a.word(a.next_line(),1,y);return M(b)
 def read_turn(a):
  c=[];d=[];f=[]
  for _ in e(3):b=a.split(a.next_line(),3,'players statuses lastMoves');c.append(a.word(b[0],1,'players'));d.append(a.to_int(b[1],'statuses'));f.append(a.word(b[2],4,'lastMoves'))
  h=[a.word(a.next_line(),8,'rows')for _ in e(8)];g=a.to_int(a.next_line(),'moveCount');i=[a.word(a.next_line(),2,'moves')for _ in e(g)];return N(c,d,f,h,g,i)
o=(1<<64)-1;d=72340172838076673;E=d<<1;F=d<<6;g=d<<7;p='rgb';b=3;c=list(struct.unpack('<64Q',L('AAQCAAAAAAAACAUAAAAAAAARCgAAAAAAACIUAAAAAAAARCgAAAAAAACIUAAAAAAAABCgAAAAAAAAIEAAAAAAAAQABAIAAAAACAAIBQAAAAARABEKAAAAACIAIhQAAAAARABEKAAAAACIAIhQAAAAABAAEKAAAAAAIAAgQAAAAAACBAAEAgAAAAUIAAgFAAAAChEAEQoAAAAUIgAiFAAAAChEAEQoAAAAUIgAiFAAAACgEAAQoAAAAEAgACBAAAAAAAIEAAQCAAAABQgACAUAAAAKEQARCgAAABQiACIUAAAAKEQARCgAAABQiACIUAAAAKAQABCgAAAAQCAAIEAAAAAAAgQABAIAAAAFCAAIBQAAAAoRABEKAAAAFCIAIhQAAAAoRABEKAAAAFCIAIhQAAAAoBAAEKAAAABAIAAgQAAAAAACBAAEAgAAAAUIAAgFAAAAChEAEQoAAAAUIgAiFAAAAChEAEQoAAAAUIgAiFAAAACgEAAQoAAAAEAgACBAAAAAAAIEAAQAAAAABQgACAAAAAAKEQARAAAAABQiACIAAAAAKEQARAAAAABQiACIAAAAAKAQABAAAAAAQCAAIAAAAAAAAgQAAAAAAAAFCAAAAAAAAAoRAAAAAAAAFCIAAAAAAAAoRAAAAAAAAFCIAAAAAAAAoBAAAAAAAABAIAA=')))
def G(a):return(a<<17&~d|a<<15&~g|a<<10&~(d|E)|a<<6&~(F|g)|a>>15&~d|a>>17&~g|a>>6&~(d|E)|a>>10&~(F|g))&o
def P(a):return'abcdefgh'[a%8]+str(a//8+1)
def Q(g):
 d=0;e=[0]*b
 for h,i in a(g):
  j=7-h
  for k,c in a(i):
   if c!='.':
    f=j*8+k;d|=1<<f
    if c in p:e[p.index(c)]=f
 return d,e
h=1000;R=900;S=8;H=1000;T=C;t=0xaa55aa55aa55aa55
def q(a):return(a-1)*2*h
def u(e,d):
 b=0;a=c[e]&d
 while a:b|=a;a=G(a)&d&~b
 return b
def I(c,a):b=a&(t if 1<<c&t else~t&o);d=(a^b).bit_count();e=b.bit_count();return min(2*d,2*e+1)
class J:
 def __init__(a,b=H,deadline=None):a.cap=b;a.deadline=deadline;a.memo={};a.budget=0
 def length(a,c,d,b=None):
  a.budget=a.cap if b is None else b
  if f(a.memo)>T:a.memo.clear()
  e=a._search(c,d);return e,a.budget>0
 def best_move(a,g,d,h):
  a.budget=h;e,b=-1,-1
  for c in a._ordered_targets(g,d):
   f=1+a._search(c,d&~(1<<c))
   if f>b:e,b=c,f
   if a.budget<=0:break
  return e,b
 def _ordered_targets(h,g,d):
  a=c[g]&d;b=[]
  while a:e=a&-a;f=e.bit_length()-1;a^=e;b.append(((c[f]&d).bit_count(),f))
  b.sort();return[a for _,a in b]
 def _search(a,d,c):
  e=c<<6|d;f=a.memo.get(e)
  if f is not None:return f
  a.budget-=1
  if a.budget&255==0 and a.deadline is not None:
   if l.perf_counter()>a.deadline:a.budget=0
  if a.budget<=0:return 0
  i=I(d,c);b=0
  for g in a._ordered_targets(d,c):
   h=1+a._search(g,c&~(1<<g))
   if h>b:
    b=h
    if b>=i:break
   if a.budget<=0:return b
  a.memo[e]=b;return b
def U(e,d,l):
 g=l;h=[1<<e[a]for a in d];i=[0]*f(d);b=True
 while b:
  b=False
  for j,k in a(h):
   if k:c=G(k)&g;g^=c;h[j]=c;i[j]|=c;b=b or bool(c)
 return[I(e[b],i[a])for a,b in a(d)]
class V:
 def __init__(a,b=H,deadline=None):a.paths=J(b,deadline)
 def remaining_moves(j,k,c,d):
  h=~k&o;e=[u(c[a],h)for a in d];f=None;g=[]
  for b,l in a(d):
   i=0
   for m,n in a(e):
    if m!=b:i|=n
   if e[b]&i:
    if f is None:f=U(c,d,h)
    g.append((f[b],False))
   else:g.append(j.paths.length(c[l],e[b]))
  return g
 def evaluate(m,n,o,p,j,q):
  c=[(j+a)%b for a in e(b)if p[(j+a)%b]];k=m.remaining_moves(n,o,c);d=c.index(q);r,s=k[d];g=(b-f(c))*h
  for l,(t,u)in a(k):
   if l==d:continue
   i=r-t+(.5 if d>l else-.5)
   if u and s:g+=h-1 if i>0 else 1-h
   else:g+=int(R*i/(abs(i)+S))
  return g
K='paranoid';W='brs';X=64;z,A,B=0,1,2;Y=C
class w(i):0
class Z:
 def __init__(a,b,c=K,node_limit=None,deadline=None):a.me=b;a.algorithm=c;a.node_limit=node_limit;a.deadline=deadline;a.nodes=0;a.depth_reached=0;a.clock_deadline=deadline if node_limit is None else None;a.evaluator=V(deadline=a.clock_deadline);a.table={};a.cut_by_depth=False
 def spend_node(a):
  a.nodes+=1
  if a.node_limit is not None:
   if a.nodes>a.node_limit:raise w
  elif l.perf_counter()>a.deadline:raise w
 def choose(a,b,g,i):
  l=a.me;m=c[g[l]]&~b;d=s(m,b,True)
  if f(d)<=1:return d[0]if d else-1
  j=a.isolated_move(b,g,i)
  if j is not None:return j
  h=d[0]
  for k in e(1,X+1):
   a.cut_by_depth=False
   try:n,o=a.search_root(b,g,i,k,h)
   except w:break
   h=o;a.depth_reached=k
   if abs(n)>=aa or not a.cut_by_depth:break
  return h
 def isolated_move(a,h,c,i):
  f=~h&(1<<64)-1;g=u(c[a.me],f)
  for d in e(b):
   if d!=a.me and i[d]:
    if u(c[d],f)&g:return
  j=Y if a.node_limit is None else a.node_limit;k=J(deadline=a.clock_deadline);l,_=k.best_move(c[a.me],g,j);return l
 def search_root(a,d,l,e,m,f):
  g=a.me;t=c[l[g]]&~d;h=s(t,d,True);h.remove(f);h.insert(0,f);b,n=-k,k;o=f
  for i in h:
   p=r(l,g,i);q=d|1<<i;a.spend_node()
   if a.algorithm==W:j=a.brs(q,p,e,m-1,b,n,False)
   else:j=a.paranoid(q,p,e,v(e,g),m-1,b,n)
   if j>b:b,o=j,i
  return b,o
 def paranoid(d,e,j,b,a,n,f,g):
  t=d.me;u=c[j[a]]&~e
  while not u:
   if a==t:return q(b.count(False))
   b=r(b,a,False)
   if b.count(True)==1:return q(2)
   a=v(b,a);u=c[j[a]]&~e
  if n<=0:d.cut_by_depth=True;return d.evaluator.evaluate(e,j,b,a,t)
  C=e,j,b,a;D=d.table.get(C);o=-1
  if D is not None:
   E,l,w,o=D
   if E>=n:
    if w==z:return l
    if w==A and l>=g:return l
    if w==B and l<=f:return l
  x=a==t;m=s(u,e,x)
  if o in m:m.remove(o);m.insert(0,o)
  F=v(b,a);G,H=f,g;h=-k if x else k;y=m[0]
  for p in m:
   d.spend_node();i=d.paranoid(e|1<<p,r(j,a,p),b,F,n-1,f,g)
   if x:
    if i>h:h,y=i,p;f=max(f,i)
   elif i<h:h,y=i,p;g=min(g,i)
   if f>=g:break
  d.store(C,n,h,G,H,y);return h
 def brs(f,g,i,d,t,l,m,n):
  h=f.me
  if n:
   w=c[i[h]]&~g
   if not w:return q(d.count(False))
   if t<=0:f.cut_by_depth=True;return f.evaluator.evaluate(g,i,d,h,h)
  else:
   for a in e(b):
    if a!=h and d[a]:
     if not c[i[a]]&~g:d=r(d,a,False)
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
   for I in e(1,b):
    a=(h+I)%b
    if d[a]:w=c[i[a]]&~g;j+=[(a,b)for b in s(w,g,False)]
  if x in j:j.remove(x);j.insert(0,x)
  J,K=l,m;o=-k if n else k;D=j[0]
  for a,y in j:
   f.spend_node();p=f.brs(g|1<<y,r(i,a,y),d,t-1,l,m,not n)
   if n:
    if p>o:o,D=p,(a,y);l=max(l,p)
   elif p<o:o,D=p,(a,y);m=min(m,p)
   if l>=m:break
  f.store(E,t,o,J,K,D);return o
 def store(c,d,e,a,f,g,h):
  if a<=f:b=B
  elif a>=g:b=A
  else:b=z
  c.table[d]=e,a,b,h
k=10**9;aa=q(2)-1
def r(a,b,c):return a[:b]+(c,)+a[b+1:]
def v(d,a):
 for f in e(1,b+1):
  c=(a+f)%b
  if d[c]:return c
 return a
def s(a,f,g):
 b=[];h=f|a
 while a:d=a&-a;e=d.bit_length()-1;a^=d;b.append(((c[e]&~h).bit_count(),e))
 b.sort(reverse=g);return[a for _,a in b]
ba=.2;ca=.03;da=K
class ea:
 def __init__(a,b,c,d,e,f,g,h):a.me=b;a.blocked=c;a.knights=tuple(d);a.alive=tuple(e);a.legal=f;a.started=g;a.first=h
def fa(a):b,c=Q(a.rows);return b,c,[a==1 for a in a.statuses],list(a.moves)
def ga(f):
 d=O(j.stdin.readline);e=True
 try:
  g=p.index(d.read_init().color)
  while True:
   h,k,o,a=fa(d.read_turn());q=l.perf_counter()
   try:b=f(ea(g,h,k,o,a,q,e))
   except i as c:j.stderr.write(f'knights: search failed ({c!r}), playing {a[0]}\n');b=a[0]
   print(b if b in a else a[0],flush=True);e=False
 except m:return
 except(n,x)as c:j.stderr.write(f'knights: unreadable turn input ({c})\n')
def ha(a):b=os.environ.get('ARENA_NODES');d=ba if a.first else ca;e=Z(a.me,da,node_limit=int(b)if b else None,deadline=a.started+d);c=e.choose(a.blocked,a.knights,a.alive);return P(c)if c>=0 else''
def ia():ga(ha)
ia()
