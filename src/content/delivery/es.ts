import type { PageContent } from '../types';

const content: PageContent = {
  title: 'Información de entrega',
  description:
    'Dónde entregamos, cuánto cuesta y cuándo llega tu pedido: envío gratis a partir de 50 $, 4,99 $ en los demás casos, con entrega exprés o en la franja que elijas.',
  updated: 'Última actualización: 2 de marzo de 2026',
  sections: [
    {
      id: 'areas',
      title: 'Zonas de entrega',
      blocks: [
        'Las tiendas de PickBazar entregan en **la ciudad de Nueva York** (Manhattan, Brooklyn, Queens y el Bronx) y en **Dubái**. Cada tienda reparte desde su propio local, así que las tiendas que ves dependen de tu dirección: introdúcela al pagar o usa «Buscar tiendas cerca de ti» en la [página de tiendas](/shops).',
        'Los libros electrónicos y demás productos digitales no se envían: los tienes en [Descargas](/downloads) en cuanto se confirma el pago.',
      ],
    },
    {
      id: 'fees',
      title: 'Gastos de envío',
      blocks: [
        {
          table: {
            caption: 'Lo que pagas por el envío',
            head: ['Importe del pedido', 'Gastos de envío'],
            rows: [
              ['Hasta 50 $', '4,99 $ por pedido'],
              ['Más de 50 $', 'Gratis'],
              ['Con cupón de envío gratis', 'Gratis, sea cual sea el importe'],
            ],
          },
        },
        'Cuenta el total de tus productos antes de impuestos y descuentos. Pagas un solo envío por pedido, aunque los productos vengan de varias tiendas. El pedido mínimo es de 5 $.',
      ],
    },
    {
      id: 'times',
      title: 'Plazos de entrega',
      blocks: [
        'Al pagar eliges cuándo quieres recibir tu pedido. Las franjas se rigen por la hora local de la dirección de entrega, los siete días de la semana.',
        {
          table: {
            caption: 'Franjas de entrega',
            head: ['Franja', 'Horario'],
            rows: [
              ['Exprés', 'En los 90 minutos siguientes al pedido'],
              ['Mañana', '8:00 – 11:00'],
              ['Mediodía', '11:00 – 14:00'],
              ['Tarde', '14:00 – 17:00'],
              ['Última hora de la tarde', '17:00 – 20:00'],
            ],
          },
        },
        'La entrega exprés depende de que la tienda esté abierta y haya un repartidor cerca; si no es posible en tu dirección, no aparece como opción. Los pedidos hechos después de las 18:00 se pueden entregar a partir de la mañana siguiente.',
      ],
    },
    {
      id: 'several-shops',
      title: 'Pedidos de varias tiendas',
      blocks: [
        'Cada tienda prepara su parte del pedido y cada parte tiene su propio número de seguimiento. Normalmente viajan juntas, pero alguna puede llegar un poco antes o después dentro de tu franja. Puedes seguir cada una en [tus pedidos](/orders).',
      ],
    },
    {
      id: 'receiving',
      title: 'Al recibir tu pedido',
      blocks: [
        {
          list: [
            'Asegúrate de que haya alguien para recibir los productos refrigerados y congelados: no los dejamos sin vigilancia.',
            'El resto de paquetes se pueden dejar al portero o en conserjería si lo indicas en la nota del pedido.',
            'Si pagas contra reembolso, ten preparado el importe exacto si es posible.',
            'Revisa el pedido al recibirlo. Si falta algo o llega dañado, avísanos en 24 horas desde [tus pedidos](/orders) o el [formulario de contacto](/contact).',
          ],
        },
      ],
    },
    {
      id: 'missed',
      title: 'Si no te encontramos',
      blocks: [
        'El repartidor llamará al teléfono que figura en el pedido. Si nadie contesta, esperará hasta diez minutos y devolverá el pedido a la tienda. Te contactaremos para acordar una nueva franja; los productos perecederos que no puedan entregarse de nuevo ese mismo día se reembolsan.',
      ],
    },
  ],
};

export default content;
